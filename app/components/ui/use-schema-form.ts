import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useNavigation } from "react-router";
import type { z } from "zod";

type Options<S extends z.ZodTypeAny> = {
  id: string;
  /** The action's reply, shown once the page is idle again (not while the next post is under way). */
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: Parameters<typeof useForm<z.input<S>>>[0]["defaultValue"];
  /** When a field is first checked in the browser: on submit (the sign-in forms) or on leaving it. */
  shouldValidate?: "onSubmit" | "onBlur";
};

/** Conform's form for a Zod schema: the schema's constraints on the inputs, checked again on each input once shown. */
export function useSchemaForm<S extends z.ZodTypeAny>(schema: S, { lastResult, shouldValidate = "onBlur", ...options }: Options<S>) {
  const idle = useNavigation().state === "idle";
  return useForm({
    ...options,
    lastResult: idle ? lastResult : undefined,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate,
    shouldRevalidate: "onInput",
  });
}
