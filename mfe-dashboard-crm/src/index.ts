// Shared modules negotiate before any of them is used.
import('./bootstrap');
