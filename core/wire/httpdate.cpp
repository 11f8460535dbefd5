#include "httpdate.h"

#include <array>
#include <cstdio>

namespace ttft {

namespace {

constexpr std::array<std::string_view, 7> kDays{"Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"}; // 1970-01-01 was a Thursday
constexpr std::array<std::string_view, 12> kMonths{"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                   "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
std::int64_t daysFromCivil(std::int64_t year, int month, int day)
{
    year -= month <= 2;
    const std::int64_t era = (year >= 0 ? year : year - 399) / 400;
    const std::int64_t yearOfEra = year - era * 400;
    const std::int64_t dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const std::int64_t dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
}

std::optional<int> digits(std::string_view text, std::size_t at, std::size_t count)
{
    int value = 0;
    for (std::size_t i = at; i < at + count; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

int daysInMonth(int year, int month)
{
    static constexpr int kDaysIn[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDaysIn[month - 1];
}

} // namespace

std::optional<std::int64_t> parseHttpDate(std::string_view text)
{
    // "Sun, 06 Nov 1994 08:49:37 GMT": 29 characters at fixed places.
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
        text.remove_suffix(1);
    if (text.size() != 29 || text.substr(3, 2) != ", " || text[7] != ' ' || text[11] != ' ' || text[16] != ' '
        || text[19] != ':' || text[22] != ':' || text.substr(25) != " GMT")
        return std::nullopt;
    const auto day = digits(text, 5, 2);
    const auto year = digits(text, 12, 4);
    const auto hour = digits(text, 17, 2);
    const auto minute = digits(text, 20, 2);
    const auto second = digits(text, 23, 2);
    int month = 0;
    for (std::size_t m = 0; m < kMonths.size(); ++m) {
        if (text.substr(8, 3) == kMonths[m])
            month = int(m) + 1;
    }
    if (!day || !year || !hour || !minute || !second || month == 0 || *day < 1 || *day > daysInMonth(*year, month)
        || *hour > 23 || *minute > 59 || *second > 60)
        return std::nullopt;
    const std::int64_t days = daysFromCivil(*year, month, *day);
    const std::int64_t weekday = ((days % 7) + 7) % 7;
    if (text.substr(0, 3) != kDays[std::size_t(weekday)])
        return std::nullopt;
    // A leap second (60) reads as the next second's start, as POSIX time has it.
    return days * 86400 + std::int64_t(*hour) * 3600 + std::int64_t(*minute) * 60 + *second;
}

std::string formatHttpDate(std::int64_t unixSeconds)
{
    const std::int64_t days = unixSeconds >= 0 ? unixSeconds / 86400 : (unixSeconds - 86399) / 86400;
    const std::int64_t secondOfDay = unixSeconds - days * 86400;
    // civil_from_days (Hinnant), the inverse of daysFromCivil.
    const std::int64_t z = days + 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const std::int64_t dayOfEra = z - era * 146097;
    const std::int64_t yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const std::int64_t dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const std::int64_t mp = (5 * dayOfYear + 2) / 153;
    const int day = int(dayOfYear - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    const std::int64_t year = yearOfEra + era * 400 + (month <= 2);
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%s, %02d %s %04lld %02d:%02d:%02d GMT", kDays[std::size_t(((days % 7) + 7) % 7)].data(), day,
                  kMonths[std::size_t(month - 1)].data(), static_cast<long long>(year), int(secondOfDay / 3600),
                  int(secondOfDay / 60 % 60), int(secondOfDay % 60));
    return buffer;
}

} // namespace ttft
