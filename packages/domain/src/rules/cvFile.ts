/**
 * What a CV sent with a job application may be (spec page-builder "Careers list ... plus an
 * embedded CV form"; docs/decisions/0033-job-applications.md). The type is read from the file's
 * bytes, never from its name or the browser's Content-Type: a renamed executable is refused.
 */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_FILE_TYPE = {
  PDF: 'application/pdf',
  DOC: 'application/msword',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvFileType = (typeof CV_FILE_TYPE)[keyof typeof CV_FILE_TYPE];

/** The extension a stored CV gets for each type (the shopper's file name is not kept on disk). */
export const CV_FILE_EXTENSION: Readonly<Record<CvFileType, string>> = {
  [CV_FILE_TYPE.PDF]: 'pdf',
  [CV_FILE_TYPE.DOC]: 'doc',
  [CV_FILE_TYPE.DOCX]: 'docx',
};

/** The file input's accept list: a hint for the picker only; the API decides by content. */
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** A Word document's zip names word/document.xml among its first entries. */
const DOCX_SNIFF_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

function containsAscii(bytes: Uint8Array, text: string, limit: number): boolean {
  const needle = Array.from(text, (char) => char.charCodeAt(0));
  const end = Math.min(bytes.length, limit) - needle.length;
  outer: for (let start = 0; start <= end; start += 1) {
    for (let index = 0; index < needle.length; index += 1) if (bytes[start + index] !== needle[index]) continue outer;
    return true;
  }
  return false;
}

/** The CV type the bytes are, or null when they are none of the accepted ones. */
export function detectCvFileType(bytes: Uint8Array): CvFileType | null {
  if (startsWith(bytes, PDF_MAGIC)) return CV_FILE_TYPE.PDF;
  if (startsWith(bytes, OLE_COMPOUND_FILE)) return CV_FILE_TYPE.DOC;
  // Any zip (an .xlsx, a .jar) starts the same way: only one holding word/ is a Word document.
  if (startsWith(bytes, ZIP_LOCAL_HEADER) && containsAscii(bytes, 'word/', DOCX_SNIFF_BYTES)) return CV_FILE_TYPE.DOCX;
  return null;
}

export const CV_FILE_PROBLEM = { EMPTY: 'empty', TOO_LARGE: 'tooLarge', TYPE: 'type' } as const;
export type CvFileProblem = (typeof CV_FILE_PROBLEM)[keyof typeof CV_FILE_PROBLEM];

/** Why a CV cannot be sent (checked in the form before sending and again by the API), or null. */
export function cvFileProblem(file: { size: number }, bytes?: Uint8Array): CvFileProblem | null {
  if (file.size === 0) return CV_FILE_PROBLEM.EMPTY;
  if (file.size > CV_MAX_BYTES) return CV_FILE_PROBLEM.TOO_LARGE;
  if (bytes && detectCvFileType(bytes) === null) return CV_FILE_PROBLEM.TYPE;
  return null;
}
