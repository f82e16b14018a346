import type { Contributor, NewsEntry, Video } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { playerUrl } from './components/video-player';
import { articleJsonLd, personJsonLd, textOf, trailJsonLd, videoJsonLd } from './structured-data';
import { trails } from './trails';

const address = { origin: 'https://shop.example.gr', pathOf: (path: string) => `/en${path}` };
const contributor = {
  id: 1,
  nm: 'Maria Papadopoulou',
  eurl: 'maria-papadopoulou',
  role: 'Pharmacist',
  img: null,
};
const category = { id: 2, tl: 'Health tips', eurl: 'health-tips' };

describe("content pages' JSON-LD", () => {
  it('describes an article with its headline, date, author and absolute cover', () => {
    const entry: NewsEntry = {
      id: 7,
      tl: 'Choosing a sunscreen',
      eurl: 'choosing-a-sunscreen',
      dsm: 'SPF and UVA explained.',
      img1: '/media/content/article-choosing-a-sunscreen.svg',
      dt: '2026-06-01T09:00:00.000Z',
      readMinutes: 3,
      category,
      contributor,
      body: '<p>Text</p>',
      lng: 'en',
    };
    expect(articleJsonLd(entry, 'https://shop.example.gr/en/blogPost/choosing-a-sunscreen', address)).toEqual(
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Choosing a sunscreen',
        description: 'SPF and UVA explained.',
        datePublished: '2026-06-01T09:00:00.000Z',
        inLanguage: 'en',
        mainEntityOfPage: 'https://shop.example.gr/en/blogPost/choosing-a-sunscreen',
        articleSection: 'Health tips',
        image: ['https://shop.example.gr/media/content/article-choosing-a-sunscreen.svg'],
        author: {
          '@type': 'Person',
          name: 'Maria Papadopoulou',
          jobTitle: 'Pharmacist',
          url: 'https://shop.example.gr/en/contributor/maria-papadopoulou',
        },
      },
    );
  });

  it('describes a video with its ISO 8601 length, poster and player', () => {
    const video: Video = {
      id: 3,
      tl: 'Using an inhaler',
      eurl: 'using-an-inhaler',
      ds: '<p>Step <strong>by</strong> step.</p>',
      poster: '/media/content/video-using-an-inhaler.svg',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
      durationSeconds: 185,
      dt: '2026-05-01T09:00:00.000Z',
      groupCode: null,
      category,
      contributor: null,
    };
    expect(videoJsonLd(video, address)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Using an inhaler',
      description: 'Step by step.',
      thumbnailUrl: ['https://shop.example.gr/media/content/video-using-an-inhaler.svg'],
      uploadDate: '2026-05-01T09:00:00.000Z',
      duration: 'PT3M5S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
    });
    expect(playerUrl(video.embedUrl)).toBe('https://www.youtube-nocookie.com/embed/abc?autoplay=1');
  });

  it('describes a contributor as a Person, and a trail as a BreadcrumbList in the page language', () => {
    const person: Contributor = { ...contributor, bio: '<p>Pharmacist in <em>Larissa</em>.</p>' };
    expect(
      personJsonLd(person, 'https://shop.example.gr/en/contributor/maria-papadopoulou', address),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Maria Papadopoulou',
      jobTitle: 'Pharmacist',
      description: 'Pharmacist in Larissa.',
      url: 'https://shop.example.gr/en/contributor/maria-papadopoulou',
    });
    const trail = trails.articleCategory(
      (key) => (key === 'content:articles.title' ? 'Articles' : key),
      category,
    );
    expect(trailJsonLd(trail, address)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Articles', item: 'https://shop.example.gr/en/blogs' },
        { position: 2, name: 'Health tips', item: 'https://shop.example.gr/en/blog/health-tips' },
      ],
    });
  });
});

describe('textOf', () => {
  it('keeps blocks apart, inline words together and decodes the entities', () => {
    expect(
      textOf(
        '<h2>Sun &amp; skin</h2><p>SPF <strong>50</strong>, &lt;3&gt;.</p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe('Sun & skin SPF 50, <3>. one two');
  });
});
