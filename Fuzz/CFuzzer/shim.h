// libFuzzer's entry point for programs that keep their own main. It is part of the
// toolchain's fuzzer runtime, which -sanitize=fuzzer links; nothing else provides it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));
