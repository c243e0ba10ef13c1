/** What the build is made from: folders (read whole, tests left out) and files, relative to the project. */
export const BUILD_SOURCES: readonly string[];
