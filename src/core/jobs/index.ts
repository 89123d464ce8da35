export { createJobRunner, type EnqueueOptions, type Job, type JobKind, type JobRunner, type JobRunnerOptions } from "./runner.js";
export { jobs, type JobRow } from "./table.js";
