import { type Language, type OwnDataExport, ownDataFileName } from '@shop/contract';
import { apiRequest, saveFile } from '~/lib/api-client';

export const exportMyData = (language: Language) =>
  apiRequest<OwnDataExport>(language, 'customers/exportmydata');

/** Hands the export to the browser as the file the API names it (`own-data-YYYY-MM-DD.json`). */
export function saveExport(data: OwnDataExport): void {
  saveFile(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    ownDataFileName(new Date(data.exported)),
  );
}
