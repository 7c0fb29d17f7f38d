/** What this remote provides; the shell's route table maps its pages. */
export const remoteMeta = { name: 'staff', pages: [] as string[] };
export default remoteMeta;
