// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import * as init from "./0001_init";

export type Migration = { name: string; up: string };

export const migrations: Migration[] = [init];
