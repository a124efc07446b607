/**
 * Private files (docs/product.md#private-files): uploads that are not public pictures, such as a CV. Limits
 * and messages shared by the forms and the server. Schema-free, so any page may import it.
 */

/** The largest PDF the site takes: 5 MB. */
export const PDF_MAX_BYTES = 5 * 1024 * 1024;

export const PRIVATE_FILE_MESSAGES = {
  notAPdf: 'The CV must be a PDF file.',
  tooLarge: 'The CV is larger than 5 MB. Please send a smaller PDF.',
  encrypted: 'This PDF is password-protected. Please send a PDF that opens without a password.',
  malformed: 'This PDF is damaged or incomplete. Please export it again and send the new file.',
  activeContent:
    'This PDF contains scripts or actions that open other programs. Save it again as a plain PDF (Print → Save as PDF) and upload that.',
  unchecked:
    'Part of this PDF could not be checked for scripts. Save it again as a plain PDF (Print → Save as PDF) and upload that.',
} as const;
