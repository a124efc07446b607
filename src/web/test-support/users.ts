import type { UserProfile } from '#common/auth';

/** Profiles shaped like GET /api/me answers. */
export const USER: UserProfile = {
  id: 7,
  email: 'asha.verma@student.example.edu',
  fullName: 'Asha Verma',
  role: 'user',
  phone: '+91 98765 43210',
  location: 'Pune',
  bio: 'Final-year student building a low-cost soil sensor.',
  picture: null,
};

export const ADMIN: UserProfile = {
  id: 1,
  email: 'admin@iic.example.edu',
  fullName: 'Centre Admin',
  role: 'admin',
  phone: '',
  location: '',
  bio: '',
  picture: null,
};

/** Puts a display copy of the user in localStorage, as a previous visit would have left it. */
export function storeUser(user: UserProfile): void {
  localStorage.setItem('user', JSON.stringify(user));
}
