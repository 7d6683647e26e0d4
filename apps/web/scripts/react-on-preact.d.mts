import type { Alias } from "vite";

export declare const REACT_ON_PREACT: Alias[];
export declare const REACT_LIBRARIES: RegExp[];
export declare const TESTING_ON_PREACT: Alias[];
