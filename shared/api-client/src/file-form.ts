/** A file as the upload routes read it: a multipart form with the field `file` (send it as `api`'s body). */
export function fileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}
