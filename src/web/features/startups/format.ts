/** "₹4.5 crore", "₹25 lakh", "₹80,000": how the centre writes amounts in rupees. */
export function formatFunding(rupees: number): string {
  if (rupees >= 10_000_000) return `₹${trim(rupees / 10_000_000)} crore`;
  if (rupees >= 100_000) return `₹${trim(rupees / 100_000)} lakh`;
  return `₹${rupees.toLocaleString('en-IN')}`;
}

const trim = (value: number) => (Math.round(value * 10) / 10).toString();
