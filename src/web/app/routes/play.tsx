import { PlayPage } from '@web/features/play';

export default PlayPage;
