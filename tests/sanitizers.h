#pragma once

// Whether this test binary is built with AddressSanitizer (scripts/test --asan). Instrumented code
// runs several times slower: a test whose verdict is a timing figure of the uninstrumented client
// (the "within 3 ms", a bounded wait for a 500 MiB parse) allows for it, and says so where
// it does; every other check stays as strict.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderSanitizer = true;
#else
inline constexpr bool kUnderSanitizer = false;
#endif
#else
inline constexpr bool kUnderSanitizer = false;
#endif
