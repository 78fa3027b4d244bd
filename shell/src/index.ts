// The async boundary lets Module Federation negotiate shared modules before React loads.
import('./bootstrap');
