/**
 * The back office's content: articles, pages, videos, events, contributors, FAQ, banners,
 * navigation (menus, links, header messages), the inbox (contact, newsletter) and the review queue.
 */
export { ArticlePage } from './article-page';
export { BannerPage } from './banner-page';
export { ContributorPage } from './contributor-page';
export { EventPage } from './event-page';
export { FaqPage } from './faq-page';
export { CONTACT_ORDERS, ContactList } from './inbox/contact-list';
export { SubscriberList } from './inbox/subscriber-list';
export { CmsLinkPage } from './navigation/cms-link-page';
export { MenuPage } from './navigation/menu-page';
export { MessagePage } from './navigation/message-page';
export { cmsLinkSaveInput, customMessageSaveInput, menuItemSaveInput } from './navigation/navigation-input';
export { PagePage } from './page-page';
export { ReviewQueue } from './reviews/review-queue';
export { VideoPage } from './video-page';
