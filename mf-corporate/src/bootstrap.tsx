// Standalone QA page of this area (its own built index.html), without the shell.
import { renderStandaloneArea } from '@gpa/shared-ui';
import { routes } from './routes';

renderStandaloneArea('Corporate', routes, document.getElementById('root') as HTMLElement);
