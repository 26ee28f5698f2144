import { csvFileName, NO_DATA_TO_EXPORT } from '@kiwo/domain';
import { currentToken } from '../stores/auth';

/**
 * Downloads a CSV export with the session token (a plain link could not send it). Spec §5: an
 * empty dataset makes no file and logs "No data to export"; the caller tells the user.
 */
export const downloadCsv = async (path: string, fileName: string): Promise<'saved' | 'empty'> => {
  const response = await fetch(`${import.meta.env.VITE_API_BASE ?? '/api'}${path}`, {
    headers: currentToken() ? { authorization: `Bearer ${currentToken()}` } : {},
  });
  if (response.status === 404) {
    console.warn(NO_DATA_TO_EXPORT);
    return 'empty';
  }
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: csvFileName(fileName),
  });
  link.click();
  URL.revokeObjectURL(url);
  return 'saved';
};
