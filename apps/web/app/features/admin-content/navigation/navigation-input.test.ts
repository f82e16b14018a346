import { cmsLinkSaveSchema, customMessageSaveSchema, menuItemSaveSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '~/components/ui/use-contract-form';
import { cmsLinkSaveInput, customMessageSaveInput, menuItemSaveInput } from './navigation-input';

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

describe('menu entry form', () => {
  it('reads as the contract saves it, a blank English title being none', () => {
    expect(
      menuItemSaveSchema.parse(
        menuItemSaveInput(
          formOf({
            id: '4',
            pid: '2',
            'el.tl': 'Προσφορές',
            'en.tl': ' ',
            nu: '/offers-page',
            trg: '_blank',
          }),
        ),
      ),
    ).toEqual({
      id: 4,
      menuCode: 'MAIN',
      pid: 2,
      el: { tl: 'Προσφορές' },
      en: null,
      nu: '/offers-page',
      trg: '_blank',
      isHighlighted: false,
      position: 0,
      isVisible: false,
    });
  });

  it('makes a new top entry and names a bad link and a missing title', () => {
    const input = menuItemSaveInput(
      formOf({ pid: '', 'el.tl': '', nu: 'javascript:alert(1)', isVisible: 'on' }),
    );
    expect(input).toMatchObject({ id: undefined, pid: null, isVisible: true });
    const parsed = menuItemSaveSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(schemaFieldErrors(parsed.error)).toEqual({ 'el.tl': ['required_field'], nu: ['invalid_link'] });
  });
});

describe('cms link form', () => {
  it('reads one flag per ticked place and the English label', () => {
    expect(
      cmsLinkSaveSchema.parse(
        cmsLinkSaveInput(
          formOf({
            'el.label': 'Όροι',
            'en.label': 'Terms',
            value: '/pages/terms',
            sf1: 'on',
            sb: 'on',
            position: '3',
          }),
        ),
      ),
    ).toMatchObject({
      el: { label: 'Όροι' },
      en: { label: 'Terms' },
      sf1: true,
      sb: true,
      sh: false,
      position: 3,
      isVisible: false,
    });
  });
});

describe('header message form', () => {
  it('keeps blank second texts and links as none', () => {
    expect(
      customMessageSaveSchema.parse(
        customMessageSaveInput(
          formOf({
            code: 'HEADER-MESSAGE',
            'el.rct': 'Δωρεάν αποστολή',
            'el.rct2': '',
            'el.rct3': '',
            'en.rct': '',
            'en.rct2': '',
            'en.rct3': '',
            nu: '/offers-page',
            nu2: ' ',
            nu3: '',
            chex: '#0b6e4f',
            isActive: 'on',
          }),
        ),
      ),
    ).toEqual({
      code: 'HEADER-MESSAGE',
      el: { rct: 'Δωρεάν αποστολή', rct2: null, rct3: null },
      en: null,
      nu: '/offers-page',
      nu2: null,
      nu3: null,
      chex: '#0b6e4f',
      isActive: true,
    });
  });

  it('asks for the English first text once any English text is given', () => {
    const parsed = customMessageSaveSchema.safeParse(
      customMessageSaveInput(
        formOf({ code: 'HEADER-MESSAGE', 'el.rct': 'Γεια', 'en.rct2': 'Hi', chex: 'red' }),
      ),
    );
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(schemaFieldErrors(parsed.error)).toEqual({
        'en.rct': ['required_field'],
        chex: ['invalid_colour'],
      });
  });
});
