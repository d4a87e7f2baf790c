/**
 * The output type of a contract schema, read through the Standard Schema interface that zod
 * implements. The contract exports few named types, and this keeps the back office from
 * depending on zod directly just to name them.
 */
export type Output<
  S extends { readonly '~standard': { readonly types?: { readonly output: unknown } | undefined } },
> = NonNullable<S['~standard']['types']>['output'];

/** The input type of a contract schema: what a request body may hold before defaults apply. */
export type Input<
  S extends { readonly '~standard': { readonly types?: { readonly input: unknown } | undefined } },
> = NonNullable<S['~standard']['types']>['input'];
