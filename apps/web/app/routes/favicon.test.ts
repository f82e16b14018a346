import { describe, expect, it } from 'vitest';
import { loader } from './favicon[.]ico';

describe('/favicon.ico', () => {
  it('sends the browser to the shop’s SVG icon instead of a 404', () => {
    const response = loader();
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/favicon.svg');
  });
});
