/** Web UI texts of the goods create/edit form (zh). Keys must equal those of ../en/goodForm.ts. */
export const goodForm = {};
