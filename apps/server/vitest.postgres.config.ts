import { serverProject } from './vitest.shared';

export default serverProject('postgres');
