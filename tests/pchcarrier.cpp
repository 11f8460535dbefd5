// The carrier of the tests' precompiled headers (tests/CMakeLists.txt): built, never run.
int main()
{
    return 0;
}
