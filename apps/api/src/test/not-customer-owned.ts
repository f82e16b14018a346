/**
 * The operations the cross-customer matrix (`cross-customer.test.ts`) does not call: each takes
 * no identifier of a customer-owned object, for the reason given. Its first test fails on an
 * operation of the OpenAPI that is neither here nor in `ownedRoutes` (`owned-routes.ts`).
 */

/** Operations that take no identifier of a customer-owned object, each with the reason. */
export const notCustomerOwned: Record<string, string> = {
  'GET /api/health': 'liveness probe, no input',
  // Catalogue and reference data: public for everyone.
  'GET categories/getbyurl': 'public catalogue',
  'GET categories/getbyid': 'public catalogue',
  'GET categories/getByParentCategoryId': 'public catalogue',
  'GET categories/GetAllFeaturedManufacturers': 'public catalogue',
  'GET products/getbyurl': 'public catalogue',
  'GET products/getbyidfront': 'public catalogue',
  'GET products/getbyproductsids': 'public catalogue',
  'GET products/getbyproductcodes': 'public catalogue (the product cards an article embeds)',
  'GET products/getproductloyaltypoints': "a product's points, from its price; no customer",
  'GET products/GetCategoryTree': 'public catalogue',
  'GET products/GetProductBundleById': 'public catalogue',
  'GET products/getbycategoryid': 'public catalogue',
  'GET products/GetByManufacturerId': 'public catalogue',
  'GET products/getbypromotionpolicyId': 'public catalogue',
  'GET catalog/sitemap': 'public catalogue',
  'GET products/GetBestSellers': 'public catalogue (aggregate sales, no orders or customers)',
  'GET products/getrelatedinfoandproductsbycode': 'public catalogue',
  'GET producttabs/getbyproductcode': 'public catalogue',
  'GET manufacturers/getallpublic': 'public catalogue',
  'GET manufacturers/getbyurl': 'public catalogue',
  'GET manufacturers/getbyid': 'public catalogue',
  'GET ManufacturerCountryExclusions/GetExclusionsByProductIds': 'public catalogue',
  'GET products/searchwithfilters': 'public search',
  'GET search/suggestions': 'public search',
  'GET search/alternatives': 'public search',
  'POST reviews/getreviews':
    "a product's approved reviews, public; a customer's own review is read and edited by the token (owned routes)",
  'GET menus/getmainmenu': 'public navigation',
  // Articles, videos and their authors: public content.
  'GET newsentries/getbyshowfront': 'public content',
  'GET newsentries/getallentries': 'public content',
  'GET newsentries/getbynewscategoryid': 'public content (a category id)',
  'GET newsentries/getbycontributorid': 'public content (a contributor id)',
  'GET newsentries/getbyurl': 'public content',
  'GET newscategories/getallcategories': 'public content',
  'GET newscategories/getbyurl': 'public content',
  'GET videos/getbyshowfront': 'public content',
  'GET videos/GetByVideoGroupCode': 'public content',
  'GET videos/GetByVideoCategory': 'public content (a category id)',
  'GET videos/GetByContributor': 'public content (a contributor id)',
  'GET videos/GetByUrl': 'public content',
  'GET VideoCategories/GetAllCategories': 'public content',
  'GET VideoCategories/GetByUrl': 'public content',
  'GET contributors/getall': 'public content',
  'GET contributors/getbyurl': 'public content',
  'POST Customers/ReadBlog':
    "a public article's id; credits the token's own customer only (content tests: once per customer and article)",
  'POST Customers/ViewVideo':
    "a public video's id; credits the token's own customer only (content tests: once per customer and video)",
  'GET countries/getallfront': 'reference data',
  'GET countryregions/getbycountry': 'reference data (a country id)',
  'GET orders/getafmdetails': "a tax id looked up in the public registry (AADE); no customer's data",
  'GET orders/getafmcheckvies': 'a VAT id checked with the public VIES service',
  'GET promotionpolicies/GetOffers': 'public list of the promotions in force',
  'GET promotionpolicies/getbycode': 'public promotion-policy page by its code',
  'GET referrals/getterms': "public: what an invitation earns, from the shop's settings",
  'GET takeawaystores/getallfront': 'checkout options (shop data)',
  'GET takeawaystores/findstorebyid': 'a store of the shop',
  'GET shippingtypes/getallfront': 'checkout options',
  'GET shippingtypes/getbyid': 'a shipping type of the shop',
  'GET paymenttypes/getallfront': 'checkout options',
  'GET paymenttypes/getbyid': 'a payment type of the shop',
  'POST paymenttypes/GetByShippingType': 'checkout options by shipping type id',
  'GET lockers/search': 'public parcel-locker directory',
  'GET wishlisttemplates/getAllFront': "the shop's list templates",
  'GET orders/getcustomerloyaltypointranges': 'points a total earns, computed from the total given',
  'POST eventsubscriptions/backinstocksubscription':
    'records an email for a product; answers by the product only, reads nothing of anyone',
  'POST newslettersubscriptions/subscribe':
    'records an address and mails only it; the same answer whether or not it is subscribed (newsletter tests)',
  'GET newslettersubscriptions/verifysubscription':
    'single-use guid mailed to the address (the credential itself)',
  'POST newslettersubscriptions/unsubscribe':
    "the mail's HMAC-signed token is the credential (newsletter tests)",
  'GET newslettersubscriptions/unsubscribe': 'checks the signed token and redirects; changes nothing',
  // Sign-in and mailed links: the secret in the request is the credential, not an object id.
  'POST customers/register': 'creates an account; `ref` is stored as given and the answer is a fixed message',
  'GET customers/verifyregistration': 'single-use guid mailed to the owner (the credential itself)',
  'POST customers/login': 'credentials',
  'POST customers/googlelogin': 'a Google ID token (credential)',
  'GET customers/loginoptions': 'public configuration',
  'POST customers/logout': "ends the caller's own session; the refresh token is the credential",
  'POST account/refreshtoken': 'the refresh token is the credential',
  'GET customers/resetpasswordrequest':
    'same answer whether or not the email has an account; mails only that address (customers tests)',
  'GET customers/getcustomerofpasswordresetrequest':
    'guid mailed to the owner (credential); answers a masked email',
  'POST customers/resetpassword': 'guid mailed to the owner (credential)',
  'GET customers/impersonatecustomer': 'single-use guid a SalesPerson was issued (staff tests)',
  'POST staff/login': 'credentials',
  'GET captcha/challenge': 'a fresh proof-of-work challenge for sign-in; takes no input',
  'GET contact/getinfo': "the shop's contact email and phone (settings)",
  'POST contact/message': 'stores and mails a message to the shop; answers a fixed thank-you, reads nothing',
  'POST contact/callmeback':
    'stores and mails a call-me-back request; answers a fixed thank-you, reads nothing',
  'GET staff/impersonationlog': 'staff (Inspector) only; takes no id',
  'GET payments/refundsdue': 'staff only; takes no id',
  'POST CustomerTiers/CalculateCustomersTier': 'staff (SalesPerson) only; takes no id',
  'GET CustomerTiers/GetById': 'a tier of the programme (slv, prm, gld), the same for every customer',
  'GET LoyaltyPointsOrder/GetEventPoints': "the shop's points per event; no customer",
  'GET PointRanges/GetPointRanges': "the shop's redemption ranges; no customer",
  // Payment providers: they prove themselves by signature or by the shop asking the provider back.
  'GET /api/webhooks/viva': "Viva's webhook verification key request",
  'POST /api/webhooks/viva': 'provider notification: only a trigger, the transaction is fetched from Viva',
  'POST /api/webhooks/sandbox': 'provider notification, HMAC-signed (sandbox tests)',
  'POST /api/webhooks/alpha': "the bank's result, SHA-256 digest with the shared secret (bank tests)",
  'POST /api/webhooks/paypal': "provider notification, PayPal's verify-webhook-signature",
  'POST payments/sandbox/parse': "the sandbox's signed return; nothing unsigned is believed (sandbox tests)",
  'POST vivapayments/parsetransaction': 'a return for a payment the shop started, checked with Viva',
  'POST paypal/parsetransaction': 'a return for a payment the shop started, captured with PayPal',
  'GET payments/sandbox/pay':
    "the sandbox's hosted page; its unguessable payment reference is the credential, as at a provider",
  'POST payments/sandbox/decide': "the sandbox page's buttons, by the same payment reference",
};
