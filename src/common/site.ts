/** Facts about the centre shown across the site (footer, contact, structured data). */
export const SITE = {
  name: 'Innovation & Incubation Centre',
  shortName: 'IIC',
  institute: 'Institute of Technology',
  tagline: 'Where ideas meet mentorship and resources.',
  address:
    'Innovation & Incubation Centre, Academic Block C, Institute of Technology Campus, Pune 411 005, India',
  locationLine: 'Academic Block C, Institute of Technology Campus, Pune',
  /** The campus's address as search engines read it (schema.org PostalAddress) for events held there. */
  postalAddress: { locality: 'Pune', region: 'Maharashtra', postalCode: '411005', country: 'IN' },
  email: 'incubation@iic.example.edu',
  phone: '+91 20 2567 8900',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/iic-institute-of-technology' },
    { label: 'Instagram', href: 'https://www.instagram.com/iic.institute' },
  ],
} as const;
