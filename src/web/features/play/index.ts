export { PlayPage } from './components/play-page';
