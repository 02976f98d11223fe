export { AdminResultsPage } from './components/results-page';
