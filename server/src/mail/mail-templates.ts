/** What a template produces; the service adds sender and recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  link?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Builds both parts from one list of paragraphs and an optional button, so the plain-text part
 * always says everything the HTML part says (with the link written out).
 */
export function composeMail(input: {
  subject: string;
  paragraphs: string[];
  /** Label and value pairs shown as a table after the paragraphs (a receipt's lines). */
  details?: [string, string][];
  action?: { label: string; url: string };
  footer?: string;
}): MailContent {
  const footer = input.footer ?? 'SignalDesk — AI trading signals and the forex news calendar.';
  const details = input.details ?? [];
  const text = [
    ...input.paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    '--',
    footer,
  ].join('\n\n');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#1976d2;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="color:#555;font-size:13px">If the button does not work, open this address: <br><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">
<h2 style="margin-top:0">${escapeHtml(input.subject)}</h2>
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${details.length ? `<table style="border-collapse:collapse;margin:16px 0">${details.map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('')}</table>` : ''}
${button}
<hr style="border:none;border-top:1px solid #ddd;margin-top:32px">
<p style="color:#777;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: input.subject, text, html, link: input.action?.url };
}
