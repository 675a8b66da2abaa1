// pg-boss's SQL texts, which it exports no types for (job-pool.ts compares commands with them).
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
