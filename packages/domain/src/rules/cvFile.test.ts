import { describe, expect, it } from 'vitest';
import { CV_FILE_PROBLEM, CV_FILE_TYPE, CV_MAX_BYTES, cvFileProblem, detectCvFileType } from './cvFile';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));
const ZIP = [0x50, 0x4b, 0x03, 0x04];

describe('detectCvFileType', () => {
  it('reads PDF, Word 97 and Word 2007+ from the bytes', () => {
    expect(detectCvFileType(bytes('%PDF-1.7\n'))).toBe(CV_FILE_TYPE.PDF);
    expect(detectCvFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe(CV_FILE_TYPE.DOC);
    expect(detectCvFileType(bytes(ZIP, '....[Content_Types].xml....word/document.xml'))).toBe(CV_FILE_TYPE.DOCX);
  });

  it('refuses other zips, images, scripts and executables whatever they are called', () => {
    expect(detectCvFileType(bytes(ZIP, '....xl/workbook.xml'))).toBeNull();
    expect(detectCvFileType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectCvFileType(bytes('MZ\x90\x00'))).toBeNull();
    expect(detectCvFileType(bytes('<html><script>'))).toBeNull();
    expect(detectCvFileType(new Uint8Array())).toBeNull();
  });
});

describe('cvFileProblem', () => {
  it('names an empty, an oversized and a wrong-typed file', () => {
    expect(cvFileProblem({ size: 0 })).toBe(CV_FILE_PROBLEM.EMPTY);
    expect(cvFileProblem({ size: CV_MAX_BYTES + 1 })).toBe(CV_FILE_PROBLEM.TOO_LARGE);
    expect(cvFileProblem({ size: 4 }, bytes('GIF8'))).toBe(CV_FILE_PROBLEM.TYPE);
    expect(cvFileProblem({ size: CV_MAX_BYTES }, bytes('%PDF-'))).toBeNull();
    // Without the bytes (the browser before sending) only the size is known.
    expect(cvFileProblem({ size: 10 })).toBeNull();
  });
});
