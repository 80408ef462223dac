import { NewsletterSignup } from '../pages/investors/components/newsletter-signup.tsx';
import { defineIsland } from './define-island.tsx';

export default defineIsland('newsletter-signup', NewsletterSignup, 'interaction');
