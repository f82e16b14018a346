import { type Language, type OwnDataExport, ownDataFileName } from '@shop/contract';
import { apiRequest } from '~/lib/api-client';

export const exportMyData = (language: Language) =>
  apiRequest<OwnDataExport>(language, 'customers/exportmydata');

/** Hands the export to the browser as the file the API names it (`own-data-YYYY-MM-DD.json`). */
export function saveExport(data: OwnDataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ownDataFileName(new Date(data.exported));
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
