/** What the rest of the storefront uses of the wishlists. */
export { AddToWishlistButton } from './components/add-to-wishlist-button';
export { AddToWishlistDialogHost } from './components/add-to-wishlist-dialog-host';
export { GuestWishlistsMerge } from './components/guest-wishlists-merge';
export { GuestWishlistPage, ProfileWishlistPage } from './components/wishlist-page';
export { GuestWishlistsPage, ProfileWishlistsPage } from './components/wishlists-page';
