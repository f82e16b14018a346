import { CMS_LINK_FLAGS } from '@shop/contract';
import {
  checked,
  englishOrNull,
  numberOrBlank,
  numberOrNull,
  textOf,
  textOrNull,
} from '~/features/admin-frame';

/** A menu entry's form as `menuItemSaveSchema` reads it. */
export function menuItemSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    menuCode: textOf(form, 'menuCode') || undefined,
    pid: numberOrNull(form.get('pid')),
    el: { tl: textOf(form, 'el.tl') },
    en: englishOrNull(form, ['tl'], () => ({ tl: textOf(form, 'en.tl') })),
    nu: textOf(form, 'nu'),
    trg: textOf(form, 'trg') || undefined,
    isHighlighted: checked(form, 'isHighlighted'),
    position: numberOrNull(form.get('position')) ?? 0,
    isVisible: checked(form, 'isVisible'),
  };
}

/** A cms link's form as `cmsLinkSaveSchema` reads it: one checkbox per place it shows. */
export function cmsLinkSaveInput(form: FormData): unknown {
  return {
    id: numberOrBlank(form.get('id')),
    el: { label: textOf(form, 'el.label') },
    en: englishOrNull(form, ['label'], () => ({ label: textOf(form, 'en.label') })),
    value: textOf(form, 'value'),
    trg: textOf(form, 'trg') || undefined,
    ...Object.fromEntries(CMS_LINK_FLAGS.map((flag) => [flag, checked(form, flag)])),
    position: numberOrNull(form.get('position')) ?? 0,
    isVisible: checked(form, 'isVisible'),
  };
}

const messageTexts = (form: FormData, language: 'el' | 'en') => ({
  rct: textOf(form, `${language}.rct`),
  rct2: textOrNull(form, `${language}.rct2`),
  rct3: textOrNull(form, `${language}.rct3`),
});

/** The header message's form as `customMessageSaveSchema` reads it; a blank link is none. */
export function customMessageSaveInput(form: FormData): unknown {
  return {
    code: textOf(form, 'code'),
    el: messageTexts(form, 'el'),
    en: englishOrNull(form, ['rct', 'rct2', 'rct3'], () => messageTexts(form, 'en')),
    nu: textOrNull(form, 'nu'),
    nu2: textOrNull(form, 'nu2'),
    nu3: textOrNull(form, 'nu3'),
    chex: textOf(form, 'chex'),
    isActive: checked(form, 'isActive'),
  };
}
