/** Spec §1: the footer differs on the home, sign-in and create-account pages (a route's module asks for one). */
export type FooterVariant = 'home' | 'signin' | 'create-account' | 'default';
