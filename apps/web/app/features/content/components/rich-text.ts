/**
 * The look of the API's sanitised HTML (articles, bios, video descriptions): headings, lists,
 * tables and links, styled from the outside since the stored HTML carries no classes. A
 * product-card placeholder (`<div data-product-code>`) shows its own text until product cards
 * by code exist.
 */
export const RICH_TEXT = [
  'leading-relaxed',
  '[&_p]:my-4',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-brand-700 [&_a]:underline',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border [&_th]:border-line [&_th]:bg-brand-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2',
].join(' ');
