import { describe, expect, it } from 'vitest';
import { checkContent, cleanFileName } from './content-check.js';

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ole = (stream: string) => Buffer.concat([OLE, Buffer.alloc(100), Buffer.from(stream, 'utf16le')]);
const zip = (...entries: string[]) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), ...entries.map((e) => Buffer.from(e))]);

describe('upload content check', () => {
  it('accepts each allowed kind when content, extension and declared type agree', () => {
    const ok: [string, string, Buffer, string][] = [
      ['a.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
      ['a.gif', 'image/gif', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
      ['a.webp', 'image/webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
      [
        'contract.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        zip('[Content_Types].xml', 'word/document.xml'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'payroll.xlsx',
        'application/octet-stream',
        zip('[Content_Types].xml', 'xl/workbook.xml'),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['old.doc', 'application/msword', ole('WordDocument'), 'application/msword'],
      ['old.xls', 'application/vnd.ms-excel', ole('Workbook'), 'application/vnd.ms-excel'],
      ['notes.txt', 'text/plain', Buffer.from('\ufeffline one\r\nline two\tend'), 'text/plain; charset=utf-8'],
    ];
    for (const [name, declared, content, served] of ok) expect(checkContent(name, declared, content).mime, name).toBe(served);
  });

  it('refuses mismatches, naming the file', () => {
    expect(() => checkContent('payroll.xlsx', '', zip('word/document.xml'))).toThrow(/"payroll.xlsx": the content is not an Excel workbook/);
    expect(() => checkContent('old.xls', '', ole('WordDocument'))).toThrow(/old.xls/);
    expect(() => checkContent('x.pdf', 'application/pdf', Buffer.from([0xff, 0xd8, 0xff]))).toThrow(/not a PDF/);
    expect(() => checkContent('x.txt', 'text/plain', Buffer.from([0x41, 0x00, 0x42]))).toThrow(/not a text file/);
    expect(() => checkContent('x.csv', 'text/csv', Buffer.from('<!DOCTYPE html><p>'))).toThrow(/not a CSV/);
    expect(() => checkContent('x.php.jpg', 'application/x-php', Buffer.from([0xff, 0xd8, 0xff]))).toThrow(/declared as "application\/x-php"/);
    expect(() => checkContent('noext', '', Buffer.from('hello'))).toThrow(/not accepted/);
  });

  it('cleans client file names: no folders, controls or bidi overrides, at most 200 characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(cleanFileName('evil\u202egnp.exe')).toBe('evilgnp.exe');
    expect(cleanFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(cleanFileName('...')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
    const long = cleanFileName(`${'長'.repeat(500)}.pdf`);
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
