import { checked, textOf } from '~/features/admin-frame';

/** The staff form's data as the contract's create or update takes it (blank password: generate one). */
export function staffSaveInput(form: FormData): Record<string, unknown> {
  const id = textOf(form, 'id');
  const common = {
    nm: textOf(form, 'nm'),
    role: textOf(form, 'role'),
    lang: textOf(form, 'lang'),
    pwd: textOf(form, 'pwd'),
  };
  if (id === '') return { ...common, eml: textOf(form, 'eml') };
  return { ...common, id, disabled: checked(form, 'disabled'), newpwd: checked(form, 'newpwd') };
}
