import { installUzbekZodErrors } from './zod-errors';

installUzbekZodErrors();
