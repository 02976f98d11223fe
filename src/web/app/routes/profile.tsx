import { ProfilePage } from '@web/features/profile';

export default ProfilePage;
