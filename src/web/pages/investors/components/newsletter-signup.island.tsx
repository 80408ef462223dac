import { defineIsland } from '../../../islands/define-island.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';

export default defineIsland(NewsletterSignup);
