import { HomePage } from '@web/features/home';

export default HomePage;
