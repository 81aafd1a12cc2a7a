/** Version of the detection engine; kept equal to package.json by version.test.ts. */
export const ENGINE_VERSION = '0.1.0';
