/** A number typed in a form, or NaN for the schema to refuse (so the field is named). */
const numberOf = (value: FormDataEntryValue | null) =>
  value === null || value === '' ? Number.NaN : Number(value);

/** The forms of the feeds page, as the contract's schemas read them. */
export const feedCategoryInput = (form: FormData) => ({
  feed: form.get('feed'),
  categoryId: numberOf(form.get('categoryId')),
  excluded: form.get('excluded') === 'true',
});

export const feedProductInput = (form: FormData) => {
  const listed = form.get('listed');
  return {
    feed: form.get('feed'),
    productId: numberOf(form.get('productId')),
    listed: listed === 'true' ? true : listed === 'false' ? false : null,
  };
};

export const feedWeightInput = (form: FormData) => {
  const grams = form.get('weightGrams');
  return {
    productId: numberOf(form.get('productId')),
    weightGrams: grams === '' || grams === null ? null : Number(grams),
  };
};
