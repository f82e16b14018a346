/** What the rest of the storefront uses of customer accounts. */
export { useAddresses } from './api/get-addresses';
export { useProfile } from './api/get-profile';
export { logout } from './api/logout';
export { updateProfile } from './api/update-profile';
export { AccountSettings } from './components/account-settings';
export { AddressEditor } from './components/address-form';
export { AddressList } from './components/address-list';
export { CountryRegionFields } from './components/country-region-fields';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { Impersonation } from './components/impersonation';
export { LoginForm } from './components/login-form';
export { ProfileOverview } from './components/profile-overview';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { VerifyRegistration } from './components/verify-registration';
export { installSessionClient } from './session-client';
