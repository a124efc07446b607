/**
 * Small PDFs built byte by byte with a correct cross-reference table: the demo CVs of the seed, and the PDFs
 * the private-files tests check (a valid one-page PDF, an encrypted one, one padded to any size).
 */
export function simplePdf(options: { text?: string; encrypted?: boolean; padTo?: number } = {}): Buffer {
  const text = (options.text ?? 'Curriculum vitae').replace(/[()\\]/g, '');
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (options.encrypted) objects.push('<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <00> /U <00> >>');
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  if (options.padTo) {
    const padding = options.padTo - Buffer.byteLength(body, 'latin1') - 400 - objects.length * 20;
    if (padding > 0) body += `%${'x'.repeat(padding)}\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const encrypt = options.encrypted ? ` /Encrypt ${objects.length} 0 R /ID [<01> <01>]` : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
