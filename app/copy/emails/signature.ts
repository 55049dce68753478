// How every email the site sends ends: one signature, so a change of the school's address is one edit.
import { brand } from "~/config/site";

export const signature = `— The ${brand.name} team\n${brand.email}`;
