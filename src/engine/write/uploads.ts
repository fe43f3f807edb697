// A file a multipart/form-data body gave for an image field: the HTTP layer reads and checks it
// (src/media/), the engine passes it to the image codec, which stores it in the write's
// transaction. JSON cannot give one, so a JSON value for an image field is refused as NetBox does.
export class UploadedImage {
  constructor(
    /** The name the client gave the file, as sent. */
    readonly filename: string,
    readonly bytes: Uint8Array,
    /** The media type read from the image's own header, not from the client's claim. */
    readonly contentType: string,
    readonly width: number,
    readonly height: number,
  ) {}
}
