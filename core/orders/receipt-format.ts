/** Receipt dates are Nairobi time (decision 005: the shop's days are Nairobi days), on the page and in the PDF. */
const nairobi = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

export const nairobiDateTime = (iso: string) => `${nairobi.format(new Date(iso))} (Nairobi)`;
