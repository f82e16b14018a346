import { SelectField } from '~/components/ui/form-field';
import type { FieldErrors } from '~/components/ui/use-contract-form';
import { useLanguage } from '~/lib/language';
import { useCountries } from '../api/get-countries';
import { useCountryRegions } from '../api/get-country-regions';

/**
 * A country and its regions, the regions loaded for the chosen country. The caller clears the
 * region when the country changes: another country has other regions (spec 001 §3).
 */
export function CountryRegionFields({
  names,
  labels,
  countryId,
  regionId,
  onCountryChange,
  onRegionChange,
  errors,
}: {
  /** The fields' names, which are also the keys of their errors. */
  names: { country: string; region: string };
  labels: { country: string; region: string; chooseRegion: string };
  countryId: number;
  /** The chosen region, or null for none yet. */
  regionId: number | null;
  onCountryChange: (countryId: number) => void;
  onRegionChange: (regionId: number | null) => void;
  errors: FieldErrors;
}) {
  const language = useLanguage();
  const countries = useCountries(language);
  const regions = useCountryRegions(language, countryId);
  return (
    <>
      <SelectField
        name={names.country}
        label={labels.country}
        value={String(countryId)}
        onChange={(event) => onCountryChange(Number(event.target.value))}
        errors={errors[names.country]}
      >
        {(countries.data?.items ?? []).map((country) => (
          <option key={country.id} value={country.id}>
            {country.nm}
          </option>
        ))}
      </SelectField>
      <SelectField
        name={names.region}
        label={labels.region}
        value={regionId === null ? '' : String(regionId)}
        onChange={(event) => onRegionChange(event.target.value ? Number(event.target.value) : null)}
        errors={errors[names.region]}
      >
        <option value="">{labels.chooseRegion}</option>
        {(regions.data?.items ?? []).map((region) => (
          <option key={region.id} value={region.id}>
            {region.nm}
          </option>
        ))}
      </SelectField>
    </>
  );
}
